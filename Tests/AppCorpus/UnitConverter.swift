import SwiftUI

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, feet, miles, inches

    var id: Self { self }

    var unit: UnitLength {
        switch self {
        case .meters: .meters
        case .kilometers: .kilometers
        case .feet: .feet
        case .miles: .miles
        case .inches: .inches
        }
    }

    var symbol: String { unit.symbol }
}

struct UnitConverterView: View {
    @State private var amount: Double = 5
    @State private var from: LengthUnit = .kilometers
    @State private var to: LengthUnit = .miles
    @FocusState private var amountIsFocused: Bool

    private var converted: Measurement<UnitLength> {
        Measurement(value: amount, unit: from.unit).converted(to: to.unit)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Amount") {
                    HStack {
                        TextField("Amount", value: $amount, format: .number)
                            .keyboardType(.decimalPad)
                            .focused($amountIsFocused)
                        Text(from.symbol)
                            .foregroundStyle(.secondary)
                    }
                }

                Section("From") {
                    Picker("From", selection: $from) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.symbol).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("To") {
                    Picker("To", selection: $to) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.symbol).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Result") {
                    Text(converted.value, format: .number.precision(.fractionLength(0...3)))
                        .font(.largeTitle.monospacedDigit())
                        + Text(" \(to.symbol)")
                        .font(.title3)
                        .foregroundColor(.secondary)
                    Button {
                        swap(&from, &to)
                    } label: {
                        Label("Swap units", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .navigationTitle("Length")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }
}

#Preview {
    UnitConverterView()
}
