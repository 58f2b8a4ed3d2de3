import SwiftUI

enum CheckoutStep: Hashable {
    case shipping
    case payment
    case review
}

struct BagItem {
    let name: String
    let price: Decimal
}

@Observable
final class CheckoutModel {
    var path: [CheckoutStep] = []
    var name = ""
    var street = ""
    var city = ""
    var shippingSpeed = "Standard"
    var cardNumber = ""
    let items: [BagItem] = [
        BagItem(name: "Ceramic mug", price: 18),
        BagItem(name: "Pour-over kettle", price: 64),
        BagItem(name: "Coffee beans, 1 kg", price: 29.5),
    ]

    var subtotal: Decimal { items.reduce(0) { $0 + $1.price } }
    var shippingCost: Decimal { shippingSpeed == "Express" ? 12 : 0 }
    var total: Decimal { subtotal + shippingCost }
}

struct CheckoutFlow: View {
    @State private var model: CheckoutModel

    init(model: CheckoutModel = CheckoutModel()) {
        _model = State(initialValue: model)
    }

    var body: some View {
        NavigationStack(path: $model.path) {
            List {
                Section("In your bag") {
                    ForEach(model.items, id: \.name) { item in
                        LabeledContent(item.name, value: item.price, format: .currency(code: "USD"))
                    }
                }
                Section {
                    LabeledContent("Subtotal", value: model.subtotal, format: .currency(code: "USD"))
                        .bold()
                }
            }
            .navigationTitle("Bag")
            .safeAreaInset(edge: .bottom) {
                Button {
                    model.path.append(.shipping)
                } label: {
                    Text("Check Out")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
            }
            .navigationDestination(for: CheckoutStep.self) { step in
                switch step {
                case .shipping: ShippingStep(model: model)
                case .payment: PaymentStep(model: model)
                case .review: ReviewStep(model: model)
                }
            }
        }
    }
}

struct ShippingStep: View {
    @Bindable var model: CheckoutModel

    var body: some View {
        Form {
            Section("Address") {
                TextField("Full name", text: $model.name)
                TextField("Street", text: $model.street)
                TextField("City", text: $model.city)
            }
            Section("Delivery") {
                Picker("Speed", selection: $model.shippingSpeed) {
                    Text("Standard").tag("Standard")
                    Text("Express").tag("Express")
                }
                .pickerStyle(.segmented)
            }
            Button("Continue to Payment") {
                model.path.append(.payment)
            }
            .disabled(model.name.isEmpty || model.street.isEmpty)
        }
        .navigationTitle("Shipping")
    }
}

struct PaymentStep: View {
    @Bindable var model: CheckoutModel

    var body: some View {
        Form {
            Section {
                TextField("Card number", text: $model.cardNumber)
                    .keyboardType(.numberPad)
            } header: {
                Text("Card")
            } footer: {
                Text("Your card is charged when the order ships.")
            }
            Button("Review Order") {
                model.path.append(.review)
            }
            .disabled(model.cardNumber.count < 12)
        }
        .navigationTitle("Payment")
    }
}

struct ReviewStep: View {
    var model: CheckoutModel

    var body: some View {
        List {
            Section("Ship to") {
                VStack(alignment: .leading) {
                    Text(model.name).bold()
                    Text(model.street)
                    Text(model.city)
                }
                LabeledContent("Delivery", value: model.shippingSpeed)
            }
            Section("Pay with") {
                Label("•••• \(model.cardNumber.suffix(4))", systemImage: "creditcard")
            }
            Section {
                LabeledContent("Subtotal", value: model.subtotal, format: .currency(code: "USD"))
                LabeledContent("Shipping", value: model.shippingCost, format: .currency(code: "USD"))
                LabeledContent("Total", value: model.total, format: .currency(code: "USD"))
                    .font(.headline)
            }
            Button("Place Order") {
                model.path.removeAll()
            }
            .frame(maxWidth: .infinity)
        }
        .navigationTitle("Review")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Bag") {
    CheckoutFlow()
}

#Preview("Review step") {
    let model = CheckoutModel()
    model.name = "Grace Hopper"
    model.street = "1 Harbor Way"
    model.city = "Arlington, VA"
    model.shippingSpeed = "Express"
    model.cardNumber = "4111111111114242"
    model.path = [.shipping, .payment, .review]
    return CheckoutFlow(model: model)
}
