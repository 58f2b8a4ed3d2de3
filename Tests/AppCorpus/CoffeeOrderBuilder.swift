import SwiftUI

// A coffee shop's drink builder: size chosen from buttons with a selected border, shots and syrup
// pumps with Steppers, milk from a Picker, sensoryFeedback on each change, and a sticky total bar
// at the bottom placed with safeAreaInset.

struct CoffeeOrderBuilder: View {
    enum Size: String, CaseIterable { case small = "S", medium = "M", large = "L" }
    enum Milk: String, CaseIterable, Identifiable { case whole = "Whole", oat = "Oat", almond = "Almond", none = "No milk"; var id: Self { self } }

    @State private var size = Size.medium
    @State private var shots = 2
    @State private var syrupPumps = 0
    @State private var milk = Milk.oat

    private var price: Double {
        let base = switch size { case .small: 3.2; case .medium: 3.8; case .large: 4.4 }
        return base + Double(max(shots - 1, 0)) * 0.7 + Double(syrupPumps) * 0.4 + (milk == .oat || milk == .almond ? 0.5 : 0)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Size") {
                    HStack(spacing: 12) {
                        ForEach(Size.allCases, id: \.self) { option in
                            Button {
                                size = option
                            } label: {
                                Text(option.rawValue)
                                    .font(.title3.bold())
                                    .frame(maxWidth: .infinity, minHeight: 48)
                                    .background(size == option ? Color.brown.opacity(0.15) : .clear, in: RoundedRectangle(cornerRadius: 10))
                                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(size == option ? Color.brown : Color.secondary.opacity(0.3), lineWidth: 2))
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                Section("Customize") {
                    Stepper("Espresso shots: \(shots)", value: $shots, in: 1...4)
                    Stepper("Vanilla pumps: \(syrupPumps)", value: $syrupPumps, in: 0...6)
                    Picker("Milk", selection: $milk) {
                        ForEach(Milk.allCases) { Text($0.rawValue).tag($0) }
                    }
                }
            }
            .sensoryFeedback(.selection, trigger: size)
            .sensoryFeedback(.increase, trigger: shots)
            .navigationTitle("Flat White")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text(price, format: .currency(code: "USD"))
                        .font(.title2.bold())
                        .contentTransition(.numericText(value: price))
                    Spacer()
                    Button("Add to Order") {}
                        .buttonStyle(.borderedProminent)
                        .tint(.brown)
                        .controlSize(.large)
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

#Preview {
    CoffeeOrderBuilder()
}
