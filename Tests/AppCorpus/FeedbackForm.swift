import SwiftUI

struct FeedbackForm: View {
    enum Field: Hashable {
        case subject, message
    }

    @State private var topic = "Bug"
    @State private var subject: String
    @State private var message: String
    @State private var includeLogs = true
    @State private var sent = false
    @FocusState private var focus: Field?
    private let limit = 280

    init(subject: String = "", message: String = "") {
        _subject = State(initialValue: subject)
        _message = State(initialValue: message)
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Topic", selection: $topic) {
                    ForEach(["Bug", "Idea", "Praise"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())

                Section("Subject") {
                    TextField("A short summary", text: $subject)
                        .focused($focus, equals: .subject)
                        .submitLabel(.next)
                        .onSubmit { focus = .message }
                }

                Section {
                    TextEditor(text: $message)
                        .frame(minHeight: 140)
                        .focused($focus, equals: .message)
                        .overlay(alignment: .topLeading) {
                            if message.isEmpty {
                                Text("Tell us what happened…")
                                    .foregroundStyle(.tertiary)
                                    .padding(.top, 8)
                                    .padding(.leading, 5)
                                    .allowsHitTesting(false)
                            }
                        }
                } header: {
                    Text("Details")
                } footer: {
                    HStack {
                        Spacer()
                        Text("\(message.count)/\(limit)")
                            .monospacedDigit()
                            .foregroundStyle(message.count > limit ? .red : .secondary)
                    }
                }

                Section {
                    Toggle("Attach diagnostic logs", isOn: $includeLogs)
                }
            }
            .scrollDismissesKeyboard(.interactively)
            .navigationTitle("Feedback")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { sent = true }
                        .disabled(subject.isEmpty || message.isEmpty || message.count > limit)
                }
            }
            .alert("Thanks!", isPresented: $sent) {
                Button("OK") {}
            } message: {
                Text("We read every message.")
            }
        }
    }
}

#Preview("Empty") {
    FeedbackForm()
}

#Preview("Filled in") {
    FeedbackForm(subject: "Sync stops on cellular",
                 message: "When I leave Wi-Fi the sync spinner keeps turning and my notes from the laptop never show up until I reopen the app.")
}
