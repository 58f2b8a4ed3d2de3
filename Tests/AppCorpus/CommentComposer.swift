import SwiftUI

struct Comment: Identifiable {
    let id = UUID()
    let author: String
    let text: String
    let isMine: Bool
}

struct CommentComposer: View {
    @State private var comments = [
        Comment(author: "Priya", text: "Love the new colour palette! The orange feels much warmer.", isMine: false),
        Comment(author: "Tom", text: "Can we try the header at 28pt?", isMine: false),
    ]
    @State private var draft = ""
    @FocusState private var isComposing: Bool

    private var canSend: Bool { !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(comments) { comment in
                        HStack(alignment: .top, spacing: 10) {
                            Text(String(comment.author.prefix(1)))
                                .font(.headline)
                                .foregroundStyle(.white)
                                .frame(width: 36, height: 36)
                                .background(comment.isMine ? Color.blue : Color.gray, in: Circle())
                            VStack(alignment: .leading, spacing: 4) {
                                Text(comment.author)
                                    .font(.subheadline.bold())
                                Text(comment.text)
                                    .font(.body)
                            }
                        }
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom, spacing: 8) {
                    TextField("Add a comment…", text: $draft, axis: .vertical)
                        .lineLimit(1...5)
                        .focused($isComposing)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 18))
                    Button {
                        comments.append(Comment(author: "Me", text: draft, isMine: true))
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 32))
                    }
                    .disabled(!canSend)
                    .accessibilityLabel("Send")
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Comments")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    CommentComposer()
}

#Preview("Long draft", traits: .script {
    TypeText("Add a comment…", "Sure, I'll mock it up this afternoon. Should the subtitle shrink too, or stay at 17pt like the body text?", at: 0.3)
}) {
    CommentComposer()
}

#Preview("Sent", traits: .script {
    TypeText("Add a comment…", "Looks great 👍", at: 0.3)
    Tap("Send", at: 0.8)
}) {
    CommentComposer()
}
