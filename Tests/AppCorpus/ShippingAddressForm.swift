import SwiftUI

struct ShippingAddressForm: View {
    enum Field: Hashable {
        case name, street, city, postcode
    }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var postcode = ""
    @State private var saved = false
    @FocusState private var focusedField: Field?

    private var isComplete: Bool {
        ![name, street, city, postcode].contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Deliver to") {
                    TextField("Full name", text: $name)
                        .focused($focusedField, equals: .name)
                        .textContentType(.name)
                        .submitLabel(.next)
                    TextField("Street address", text: $street)
                        .focused($focusedField, equals: .street)
                        .textContentType(.streetAddressLine1)
                        .submitLabel(.next)
                    TextField("City", text: $city)
                        .focused($focusedField, equals: .city)
                        .submitLabel(.next)
                    TextField("Postcode", text: $postcode)
                        .focused($focusedField, equals: .postcode)
                        .keyboardType(.numbersAndPunctuation)
                        .submitLabel(.done)
                }
                .onSubmit {
                    switch focusedField {
                    case .name: focusedField = .street
                    case .street: focusedField = .city
                    case .city: focusedField = .postcode
                    default:
                        focusedField = nil
                        save()
                    }
                }

                Section {
                    Button("Save Address", action: save)
                        .disabled(!isComplete)
                } footer: {
                    if saved {
                        Label("Address saved", systemImage: "checkmark.circle.fill")
                            .foregroundStyle(.green)
                    }
                }
            }
            .navigationTitle("Shipping")
            .onAppear { focusedField = .name }
        }
    }

    private func save() {
        guard isComplete else { return }
        withAnimation { saved = true }
    }
}

#Preview {
    ShippingAddressForm()
}

#Preview("Filled", traits: .script {
    TypeText("Full name", "Ada Lovelace", at: 0.2)
    TypeText("Street address", "12 St James's Square", at: 0.5)
    TypeText("City", "London", at: 0.8)
    TypeText("Postcode", "SW1Y 4JH", at: 1.1)
    Tap("Save Address", at: 1.4)
}) {
    ShippingAddressForm()
}
