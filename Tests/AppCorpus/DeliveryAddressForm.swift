import SwiftUI

// A delivery address form that moves focus from field to field with the keyboard's return key
// (`@FocusState` + `submitLabel` + `onSubmit`), and asks for a label before saving.

struct DeliveryAddressForm: View {
    enum Field: Hashable {
        case name, street, city, postcode, phone
    }

    @State private var name = "Ana Ruiz"
    @State private var street = "24 Willow Lane"
    @State private var city = ""
    @State private var postcode = ""
    @State private var phone = ""
    @State private var isDefault = true
    @State private var showingLabelPrompt = false
    @State private var addressLabel = "Home"
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipient") {
                    TextField("Full name", text: $name)
                        .textContentType(.name)
                        .focused($focusedField, equals: .name)
                        .submitLabel(.next)
                    TextField("Phone", text: $phone)
                        .textContentType(.telephoneNumber)
                        .keyboardType(.phonePad)
                        .focused($focusedField, equals: .phone)
                }
                Section {
                    TextField("Street", text: $street)
                        .textContentType(.fullStreetAddress)
                        .focused($focusedField, equals: .street)
                        .submitLabel(.next)
                    TextField("City", text: $city)
                        .textContentType(.addressCity)
                        .focused($focusedField, equals: .city)
                        .submitLabel(.next)
                    TextField("Postcode", text: $postcode)
                        .textContentType(.postalCode)
                        .textInputAutocapitalization(.characters)
                        .focused($focusedField, equals: .postcode)
                        .submitLabel(.done)
                } header: {
                    Text("Address")
                } footer: {
                    Text("We deliver Monday to Saturday, 8 am – 8 pm.")
                }
                Section {
                    Toggle("Use as default address", isOn: $isDefault)
                }
            }
            .onSubmit {
                switch focusedField {
                case .name: focusedField = .street
                case .street: focusedField = .city
                case .city: focusedField = .postcode
                default: focusedField = nil
                }
            }
            .navigationTitle("New Address")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { showingLabelPrompt = true }
                        .disabled(city.isEmpty || postcode.isEmpty)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .alert("Label this address", isPresented: $showingLabelPrompt) {
                TextField("Label", text: $addressLabel)
                Button("Save") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("A label such as Home or Work helps you pick it at checkout.")
            }
        }
    }
}

#Preview {
    DeliveryAddressForm()
}

#Preview("Label prompt") {
    @Previewable @State var label = "Work"
    Text("Delivery address")
        .alert("Label this address", isPresented: .constant(true)) {
            TextField("Label", text: $label)
            Button("Save") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("A label such as Home or Work helps you pick it at checkout.")
        }
}
