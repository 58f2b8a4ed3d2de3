import SwiftUI

struct ArticleReaderView: View {
    @State private var isScrolling = false
    @State private var titleHeight: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("The quiet return of the night train")
                    .font(.largeTitle.bold())
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.height
                    } action: { height in
                        titleHeight = height
                    }
                HStack {
                    Text("By Mara Lindqvist")
                    Spacer()
                    Text("8 min read")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                ForEach(1...4, id: \.self) { paragraph in
                    Text("Sleeper services are coming back across Europe, carrying travellers who would rather wake up in a new city than spend the day in airports. Paragraph \(paragraph) of the story follows one of them.")
                        .lineSpacing(4)
                }
            }
            .padding()
        }
        .onScrollPhaseChange { _, newPhase in
            withAnimation { isScrolling = newPhase.isScrolling }
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 28) {
                Image(systemName: "bookmark")
                Image(systemName: "textformat.size")
                Image(systemName: "square.and.arrow.up")
            }
            .font(.title3)
            .padding(.horizontal, 28)
            .padding(.vertical, 12)
            .background(.thinMaterial, in: Capsule())
            .opacity(isScrolling ? 0 : 1)
        }
    }
}

#Preview {
    ArticleReaderView()
}
