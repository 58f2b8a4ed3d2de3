import SwiftUI

struct PhotoGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 4)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .aspectRatio(1, contentMode: .fill)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index + 1)")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                                .padding(4)
                        }
                }
            }
        }
    }
}

#Preview {
    PhotoGrid()
}
