import SwiftUI

/// A horizontal stack that gives every subview the width of the widest one (WWDC22 "Compose custom layouts").
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews
            .map { $0.sizeThatFits(.unspecified) }
            .reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

struct VoteButtons: View {
    @Binding var choice: String?
    let options: [String]

    var body: some View {
        ForEach(options, id: \.self) { option in
            Button {
                choice = option
            } label: {
                Text(option)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .tint(choice == option ? .accentColor : .gray)
        }
    }
}

struct EqualWidthButtonsView: View {
    @State private var choice: String?
    @State private var isVertical = false
    private let options = ["Yes", "Maybe", "Not this time"]

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(EqualWidthHStack())

        VStack(spacing: 24) {
            Text("Will you attend the picnic?")
                .font(.headline)

            ViewThatFits {
                EqualWidthHStack {
                    VoteButtons(choice: $choice, options: options)
                }
                VStack {
                    VoteButtons(choice: $choice, options: options)
                }
            }

            Divider()

            layout {
                VoteButtons(choice: $choice, options: ["A", "Bee", "Seaside"])
            }
            .animation(.default, value: isVertical)

            Toggle("Vertical", isOn: $isVertical)
                .fixedSize()

            if let choice {
                Text("You chose “\(choice)”")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

#Preview {
    EqualWidthButtonsView()
}

#Preview("Narrow", traits: .fixedLayout(width: 240, height: 500)) {
    EqualWidthButtonsView()
}

#Preview("Vertical", traits: .script { Flip("Vertical", at: 0.3); Tap("Maybe", at: 0.6) }) {
    EqualWidthButtonsView()
}
