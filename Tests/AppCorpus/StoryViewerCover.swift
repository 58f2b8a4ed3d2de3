import SwiftUI

// A stories row whose ring avatars open a full-screen story viewer with .fullScreenCover: the
// viewer has segmented progress bars at the top, the author's name and a close button that
// dismisses it.

struct StoryAuthor: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
    let storyCount: Int
}

struct StoryViewer: View {
    let author: StoryAuthor
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .top) {
            LinearGradient(colors: [author.color, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 12) {
                HStack(spacing: 4) {
                    ForEach(0..<author.storyCount, id: \.self) { index in
                        Capsule()
                            .fill(.white.opacity(index == 0 ? 1 : 0.35))
                            .frame(height: 3)
                    }
                }
                HStack {
                    Circle().fill(author.color).frame(width: 32, height: 32)
                    Text(author.name).bold()
                    Text("2h").opacity(0.7)
                    Spacer()
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title3)
                    }
                }
                .foregroundStyle(.white)
                Spacer()
                Text("Sunrise hike ☀️")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                Spacer()
            }
            .padding()
        }
    }
}

struct StoryViewerCover: View {
    @State private var presented: StoryAuthor?
    @State private var isPresented = false

    let authors = [
        StoryAuthor(name: "Your story", color: .gray, storyCount: 1),
        StoryAuthor(name: "nina", color: .orange, storyCount: 3),
        StoryAuthor(name: "marco", color: .teal, storyCount: 2),
        StoryAuthor(name: "kai", color: .purple, storyCount: 4),
        StoryAuthor(name: "lena", color: .pink, storyCount: 1),
    ]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 16) {
                        ForEach(authors) { author in
                            VStack {
                                Circle()
                                    .fill(author.color.gradient)
                                    .frame(width: 64, height: 64)
                                    .padding(3)
                                    .overlay(Circle().stroke(AngularGradient(colors: [.yellow, .red, .purple, .yellow], center: .center), lineWidth: 3))
                                Text(author.name).font(.caption)
                            }
                            .onTapGesture {
                                presented = author
                                isPresented = true
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                Spacer()
            }
            .navigationTitle("Moments")
            .fullScreenCover(isPresented: $isPresented) {
                if let presented {
                    StoryViewer(author: presented)
                }
            }
        }
    }
}

#Preview {
    StoryViewerCover()
}

#Preview("Viewer") {
    StoryViewer(author: StoryAuthor(name: "nina", color: .orange, storyCount: 3))
}
