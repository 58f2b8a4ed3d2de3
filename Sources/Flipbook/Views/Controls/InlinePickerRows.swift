/// An inline picker in a list or form: each choice a row of its own (44 pt at the default text
/// size, a hairline between rows), a semibold checkmark in the tint colour trailing the selected
/// one; tapping a row chooses it. The rows take the list row's vertical insets, so that each
/// choice looks like a row of the section.
struct InlinePickerRows: View {
    let titles: [String]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.tintColor) private var tint

    var body: some View {
        let metrics = ListRowMetrics(dynamicTypeSize: dynamicTypeSize)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                HStack {
                    Text(verbatim: titles[index])
                    Spacer(minLength: 8)
                    Image(systemName: "checkmark")
                        .font(.body.weight(.semibold))
                        .foregroundStyle(tint)
                        .opacity(index == selectedIndex ? 1 : 0)
                }
                .frame(minHeight: metrics.minHeight)
                .overlay(alignment: .bottom) { Divider().opacity(index < titles.count - 1 ? 1 : 0) }
                .contentShape(Rectangle())
                .onTapGesture { choose(index) }
            }
        }
        .padding(.vertical, -metrics.verticalInset)
    }
}
