import SwiftUI

// An emoji picker like a keyboard's: a horizontally scrolling LazyHGrid of four fixed rows per
// category, category headers as pinned section views, and a category bar at the bottom.

struct EmojiKeyboardGrid: View {
    private let rows = Array(repeating: GridItem(.fixed(44), spacing: 6), count: 4)
    private let categories: [(name: String, symbol: String, emoji: [String])] = [
        ("Smileys", "face.smiling", ["😀", "😃", "😄", "😁", "😆", "🥹", "😅", "😂", "🤣", "🥲", "☺️", "😊", "😇", "🙂", "🙃", "😉", "😌", "😍", "🥰", "😘"]),
        ("Animals", "pawprint", ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮"]),
        ("Food", "fork.knife", ["🍏", "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇"]),
    ]
    @State private var selectedCategory = "Smileys"

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            VStack(spacing: 8) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHGrid(rows: rows, spacing: 6, pinnedViews: .sectionHeaders) {
                        ForEach(categories, id: \.name) { category in
                            Section {
                                ForEach(category.emoji, id: \.self) { emoji in
                                    Text(emoji)
                                        .font(.system(size: 32))
                                        .frame(width: 44, height: 44)
                                }
                            } header: {
                                Text(category.name.uppercased())
                                    .font(.caption2.weight(.semibold))
                                    .foregroundStyle(.secondary)
                                    .rotationEffect(.degrees(-90))
                                    .fixedSize()
                                    .frame(width: 16)
                            }
                        }
                    }
                    .padding(.horizontal, 8)
                }
                .frame(height: 200)

                HStack {
                    ForEach(categories, id: \.name) { category in
                        Image(systemName: category.symbol)
                            .foregroundStyle(category.name == selectedCategory ? Color.primary : Color.secondary)
                            .frame(maxWidth: .infinity)
                            .onTapGesture { selectedCategory = category.name }
                    }
                    Image(systemName: "delete.left")
                        .frame(maxWidth: .infinity)
                }
                .font(.title3)
                .padding(.bottom, 8)
            }
            .padding(.top, 8)
            .background(Color(.systemGray6))
        }
    }
}

#Preview {
    EmojiKeyboardGrid()
}
