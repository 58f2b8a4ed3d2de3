import SwiftUI

// A custom segmented control whose selection pill slides between options with
// matchedGeometryEffect in a @Namespace, used to switch a fitness app's summary period.

struct PillSegmentedControl<Option: Hashable & CustomStringConvertible>: View {
    let options: [Option]
    @Binding var selection: Option
    @Namespace private var pill

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options, id: \.self) { option in
                Text(option.description)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selection == option ? .white : .primary)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selection == option {
                            Capsule()
                                .fill(.black)
                                .matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture {
                        withAnimation(.snappy) { selection = option }
                    }
            }
        }
        .padding(4)
        .background(Color(.systemGray6), in: Capsule())
    }
}

enum SummaryPeriod: String, CaseIterable, CustomStringConvertible {
    case day = "Day", week = "Week", month = "Month", year = "Year"
    var description: String { rawValue }
}

struct FitnessPeriodSummary: View {
    @State private var period = SummaryPeriod.week

    private var steps: Int {
        switch period {
        case .day: 8_412
        case .week: 61_950
        case .month: 254_300
        case .year: 2_980_115
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            PillSegmentedControl(options: SummaryPeriod.allCases, selection: $period)
            VStack(alignment: .leading, spacing: 4) {
                Text("Steps this \(period.rawValue.lowercased())")
                    .foregroundStyle(.secondary)
                Text(steps, format: .number)
                    .font(.system(size: 48, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    FitnessPeriodSummary()
}
