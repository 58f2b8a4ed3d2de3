import Flipbook

struct MarkdownNoteView: View {
    let author = "Grace"

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("**Note:** this release is *really* important.")
            Text("Run `swift test` before you push, and ~~never~~ always read the [guide](https://example.com/guide).")
            Text("Written by **\(author)**")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
