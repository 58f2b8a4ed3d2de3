import SwiftUI

// A checkout's card form: @FocusState over an enum of fields, onSubmit moving to the next field,
// submitLabel, a keyboard toolbar with previous/next and Done, and a Pay button enabled once the
// card number and expiry look complete.

struct PaymentCardForm: View {
    enum Field: Hashable { case name, number, expiry, cvc }

    @State private var name = "Ada Lovelace"
    @State private var number = "4242 4242 4242 4242"
    @State private var expiry = ""
    @State private var cvc = ""
    @FocusState private var focused: Field?

    private var isComplete: Bool {
        number.filter(\.isNumber).count == 16 && expiry.count == 5 && cvc.count >= 3
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Card") {
                    TextField("Name on card", text: $name)
                        .textContentType(.name)
                        .focused($focused, equals: .name)
                        .submitLabel(.next)
                    TextField("Card number", text: $number)
                        .keyboardType(.numberPad)
                        .focused($focused, equals: .number)
                    HStack {
                        TextField("MM/YY", text: $expiry)
                            .focused($focused, equals: .expiry)
                        Divider()
                        SecureField("CVC", text: $cvc)
                            .focused($focused, equals: .cvc)
                    }
                }
                Section {
                    Button {
                        focused = nil
                    } label: {
                        Text("Pay \(64.00, format: .currency(code: "USD"))")
                            .frame(maxWidth: .infinity)
                    }
                    .disabled(!isComplete)
                }
            }
            .onSubmit {
                switch focused {
                case .name: focused = .number
                case .number: focused = .expiry
                case .expiry: focused = .cvc
                default: focused = nil
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Previous", systemImage: "chevron.up") {}
                    Button("Next", systemImage: "chevron.down") {}
                    Spacer()
                    Button("Done") { focused = nil }
                }
            }
            .navigationTitle("Payment")
            .onAppear { focused = .expiry }
        }
    }
}

#Preview {
    PaymentCardForm()
}
