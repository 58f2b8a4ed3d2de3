import SwiftUI

// A row of category tabs with an underline that slides under the selected one: each tab
// publishes its bounds as an anchor preference, and an overlay reads them back through a
// GeometryReader (the classic "anchor preferences" tutorial pattern).

struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]

    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct CategoryUnderlineTabs: View {
    let categories = ["Top", "Technology", "Science", "Sport"]
    @State private var selected = "Technology"

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 20) {
                ForEach(categories, id: \.self) { category in
                    Button(category) {
                        withAnimation(.spring) { selected = category }
                    }
                    .font(.subheadline.weight(selected == category ? .semibold : .regular))
                    .foregroundStyle(selected == category ? Color.primary : Color.secondary)
                    .padding(.vertical, 10)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [category: $0] }
                }
            }
            .padding(.horizontal)
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlayPreferenceValue(TabBoundsKey.self) { bounds in
                GeometryReader { proxy in
                    if let anchor = bounds[selected] {
                        let rect = proxy[anchor]
                        Capsule()
                            .fill(.tint)
                            .frame(width: rect.width, height: 3)
                            .offset(x: rect.minX, y: rect.maxY - 3)
                    }
                }
            }
            Divider()
            List(1...6, id: \.self) { number in
                VStack(alignment: .leading, spacing: 4) {
                    Text("\(selected) story \(number)")
                        .font(.headline)
                    Text("A short summary of the article goes here.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
        }
    }
}

#Preview {
    CategoryUnderlineTabs()
}
