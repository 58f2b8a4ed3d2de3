import SwiftUI

// A news reader whose selected section and font size survive relaunches: @SceneStorage for the
// segmented section picker and the reader's text size, with a headline list per section.

struct ArticleReaderTabs: View {
    @SceneStorage("reader.section") private var section = "Top"
    @SceneStorage("reader.large") private var largeText = false

    private let sections = ["Top", "Tech", "Science", "Sport"]
    private let headlines: [String: [String]] = [
        "Top": ["Council approves new riverside park", "Rail strike called off after late talks", "Bakery wins national sourdough prize"],
        "Tech": ["A smaller, faster laptop chip", "Why your phone battery lasts longer now"],
        "Science": ["Comet visible this weekend", "Bees learn to count to four"],
        "Sport": ["Late goal settles the derby"],
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Section", selection: $section) {
                    ForEach(sections, id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                .padding()

                List(headlines[section] ?? [], id: \.self) { headline in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(section.uppercased())
                            .font(.caption2.weight(.bold))
                            .foregroundStyle(.red)
                        Text(headline)
                            .font(largeText ? .title3.weight(.semibold) : .headline)
                    }
                    .padding(.vertical, 4)
                }
                .listStyle(.plain)
            }
            .navigationTitle("News")
            .toolbar {
                Button {
                    largeText.toggle()
                } label: {
                    Image(systemName: largeText ? "textformat.size.smaller" : "textformat.size.larger")
                }
            }
        }
    }
}

#Preview {
    ArticleReaderTabs()
}
