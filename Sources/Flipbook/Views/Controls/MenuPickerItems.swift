/// A picker among an open menu's items, as iOS shows one: its choices inline, each an item of the
/// menu, a semibold checkmark leading the chosen one (the others' titles line up with it); a tap
/// on one chooses it and closes the menu. (The checkmark's side and the 6 pt after it are from
/// iOS 17's menus as remembered, not measured.)
struct MenuPickerItems: View {
    let titles: [String]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                if index > 0 { Hairline(vertical: false) }
                Button {
                    choose(index)
                } label: {
                    HStack(spacing: 6) {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).opacity(index == selectedIndex ? 1 : 0)
                        Text(verbatim: titles[index])
                    }
                }
            }
        }
    }
}
