import SwiftUI

struct MortgageCalculator: View {
    @State private var homePrice = 450_000.0
    @State private var downPayment = 90_000.0
    @State private var ratePercent = 6.5
    @State private var years = 30

    private var principal: Double { max(homePrice - downPayment, 0) }

    private var monthlyPayment: Double {
        let monthlyRate = ratePercent / 100 / 12
        let payments = Double(years * 12)
        guard monthlyRate > 0 else { return principal / payments }
        return principal * monthlyRate / (1 - pow(1 + monthlyRate, -payments))
    }

    private var totalInterest: Double { monthlyPayment * Double(years * 12) - principal }

    var body: some View {
        NavigationStack {
            Form {
                Section("Loan") {
                    LabeledContent("Home price") {
                        TextField("Home price", value: $homePrice, format: .currency(code: "USD"))
                            .keyboardType(.decimalPad)
                            .multilineTextAlignment(.trailing)
                    }
                    LabeledContent("Down payment") {
                        TextField("Down payment", value: $downPayment, format: .currency(code: "USD"))
                            .keyboardType(.decimalPad)
                            .multilineTextAlignment(.trailing)
                    }
                    VStack(alignment: .leading) {
                        Text("Interest rate: \(ratePercent, specifier: "%.2f")%")
                        Slider(value: $ratePercent, in: 2...10, step: 0.125) {
                            Text("Interest rate")
                        } minimumValueLabel: {
                            Text("2%")
                        } maximumValueLabel: {
                            Text("10%")
                        }
                    }
                    Picker("Term", selection: $years) {
                        Text("15 years").tag(15)
                        Text("20 years").tag(20)
                        Text("30 years").tag(30)
                    }
                }

                Section("Estimate") {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Monthly payment")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(monthlyPayment, format: .currency(code: "USD").precision(.fractionLength(0)))
                            .font(.system(size: 40, weight: .bold, design: .rounded))
                            .contentTransition(.numericText())
                    }
                    LabeledContent("Loan amount", value: principal, format: .currency(code: "USD"))
                    LabeledContent("Total interest", value: totalInterest, format: .currency(code: "USD").precision(.fractionLength(0)))
                }
            }
            .navigationTitle("Mortgage")
        }
    }
}

#Preview {
    MortgageCalculator()
}

#Preview("15 years", traits: .script { Pick("Term", "15 years", at: 0.3) }) {
    MortgageCalculator()
}
