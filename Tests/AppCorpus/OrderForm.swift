import SwiftUI

struct OrderForm: View {
    @State private var quantity = 1
    @State private var size = "Medium"
    @State private var giftWrap = false
    @State private var note = ""

    private let sizes = ["Small", "Medium", "Large"]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Your order")
                .font(.title2.bold())
            Picker("Size", selection: $size) {
                ForEach(sizes, id: \.self) { size in
                    Text(size)
                }
            }
            .pickerStyle(.segmented)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Toggle("Gift wrap", isOn: $giftWrap)
            TextField("Note for the courier", text: $note)
                .textFieldStyle(.roundedBorder)
            Spacer()
            Button("Place order") {
                quantity = 1
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

#Preview {
    OrderForm()
}
