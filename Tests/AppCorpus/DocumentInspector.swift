import SwiftUI

struct ManuscriptInfo {
    var title: String
    var author: String
    var words: Int
    var status = "Draft"
    var isShared = false
}

struct DocumentInspector: View {
    @State private var info: ManuscriptInfo
    @State private var showInspector: Bool

    init(info: ManuscriptInfo, showInspector: Bool = false) {
        _info = State(initialValue: info)
        _showInspector = State(initialValue: showInspector)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("It was the kind of morning when the harbor fog refused to lift, and the ferries sounded their horns every few minutes as if to reassure each other. Mara had been awake since four, rereading the letter.")
                    .font(.system(.body, design: .serif))
                    .lineSpacing(6)
                    .padding()
            }
            .navigationTitle(info.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button {
                    showInspector.toggle()
                } label: {
                    Label("Info", systemImage: "info.circle")
                }
            }
            .inspector(isPresented: $showInspector) {
                Form {
                    Section("Document") {
                        TextField("Title", text: $info.title)
                        LabeledContent("Author", value: info.author)
                        LabeledContent("Words", value: info.words, format: .number)
                    }
                    Section("Workflow") {
                        Picker("Status", selection: $info.status) {
                            ForEach(["Draft", "In review", "Final"], id: \.self) { Text($0) }
                        }
                        Toggle("Shared with editor", isOn: $info.isShared)
                    }
                }
                .inspectorColumnWidth(min: 220, ideal: 280, max: 360)
                .presentationDetents([.medium, .large])
            }
        }
    }
}

#Preview("Reading") {
    DocumentInspector(info: ManuscriptInfo(title: "Harbor Fog", author: "J. Okafor", words: 48_210))
}

#Preview("Inspector open") {
    DocumentInspector(info: ManuscriptInfo(title: "Harbor Fog", author: "J. Okafor", words: 48_210),
                      showInspector: true)
}
