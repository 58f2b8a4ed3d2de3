import SwiftUI

// A quote-of-the-day screen: a large serif quote on a tinted card, a ShareLink in the toolbar that
// shares the quote's text with a subject and message, and a second ShareLink sharing a URL with a
// custom label.

struct Quote {
    let text: String
    let author: String
    var shareText: String { "“\(text)” — \(author)" }
}

struct QuoteOfTheDay: View {
    let quote = Quote(text: "The best way out is always through.", author: "Robert Frost")

    var body: some View {
        NavigationStack {
            VStack(spacing: 32) {
                VStack(alignment: .leading, spacing: 16) {
                    Image(systemName: "quote.opening")
                        .font(.largeTitle)
                        .foregroundStyle(.teal)
                    Text(quote.text)
                        .font(.system(.title, design: .serif))
                    Text("— \(quote.author)")
                        .font(.headline)
                        .foregroundStyle(.secondary)
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.teal.opacity(0.12), in: RoundedRectangle(cornerRadius: 20))

                ShareLink(item: URL(string: "https://example.com/quotes/today")!) {
                    Label("Share a Link", systemImage: "link")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)

                Spacer()
            }
            .padding()
            .navigationTitle("Today's Quote")
            .toolbar {
                ShareLink(item: quote.shareText,
                          subject: Text("Quote of the Day"),
                          message: Text("Thought you'd like this"))
            }
        }
    }
}

#Preview {
    QuoteOfTheDay()
}
