import SwiftUI

// An album shelf with a cover-flow feel made with .visualEffect: each cover reads its frame in the
// scroll view's coordinate space and tilts with rotation3DEffect and shrinks the farther it is
// from the centre.

struct CoverFlowShelf: View {
    let albums: [(title: String, color: Color)] = [
        ("Night Drive", .indigo), ("Golden Hour", .orange), ("Tidal", .teal),
        ("Paper Moon", .pink), ("Evergreen", .green), ("Static", .gray),
    ]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(albums, id: \.title) { album in
                            VStack(spacing: 10) {
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(album.color.gradient)
                                    .frame(width: 170, height: 170)
                                    .overlay(Image(systemName: "music.note").font(.largeTitle).foregroundStyle(.white))
                                    .shadow(radius: 8, y: 6)
                                Text(album.title).font(.headline)
                            }
                            .frame(width: 150)
                            .visualEffect { content, proxy in
                                let frame = proxy.frame(in: .scrollView(axis: .horizontal))
                                let distance = (frame.midX - 196) / 196
                                return content
                                    .rotation3DEffect(.degrees(-distance * 40), axis: (x: 0, y: 1, z: 0))
                                    .scaleEffect(1 - min(abs(distance), 1) * 0.2)
                            }
                        }
                    }
                    .padding(.horizontal, 121)
                    .padding(.vertical, 30)
                }
                .scrollIndicators(.hidden)
                Spacer()
            }
            .navigationTitle("Library")
        }
    }
}

#Preview {
    CoverFlowShelf()
}
