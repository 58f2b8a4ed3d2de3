import SwiftUI

// A recipe app's dietary filters drawn as chips by a custom ToggleStyle: each toggle becomes a
// capsule that fills with the tint when on, laid out in rows, with the matching count below.

struct ChipToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 6) {
                if configuration.isOn {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                }
                configuration.label
            }
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(configuration.isOn ? Color.white : Color.primary)
            .background {
                Capsule()
                    .fill(configuration.isOn ? Color.accentColor : Color(.secondarySystemBackground))
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == ChipToggleStyle {
    static var chip: ChipToggleStyle { ChipToggleStyle() }
}

struct DietFilterChips: View {
    @State private var vegetarian = true
    @State private var vegan = false
    @State private var glutenFree = true
    @State private var dairyFree = false
    @State private var quick = false
    @State private var spicy = false

    private var activeCount: Int {
        [vegetarian, vegan, glutenFree, dairyFree, quick, spicy].filter { $0 }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Filters")
                .font(.largeTitle.bold())
            Text("Dietary")
                .font(.headline)
            HStack {
                Toggle("Vegetarian", isOn: $vegetarian)
                Toggle("Vegan", isOn: $vegan)
                Toggle("Gluten-free", isOn: $glutenFree)
            }
            HStack {
                Toggle("Dairy-free", isOn: $dairyFree)
                Toggle("Under 30 min", isOn: $quick)
                Toggle("Spicy", isOn: $spicy)
            }
            Text("\(activeCount) filters · 128 recipes")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .toggleStyle(.chip)
        .tint(.green)
        .padding()
    }
}

#Preview {
    DietFilterChips()
}
