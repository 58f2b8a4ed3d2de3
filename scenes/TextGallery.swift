import Flipbook

/// Text as apps write it: emoji, markdown in literals, concatenated runs with their own fonts,
/// colours and lines, letter spacing and case, numbers and dates formatted in the environment's
/// locale, and dates relative to the scene's clock (the timer runs with the scene).
struct TextGalleryView: View {
    /// The scene's clock at time 0 (`FlipbookScene.date`'s default): Monday 9 September 2024, 9:41 UTC.
    private let now = Date(timeIntervalSince1970: 1_725_874_860)
    private let price = 1_234.5

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello 👋 Flipbook 🎉🚀❤️🇫🇷").font(.title)
            Text("**Bold**, *italic*, `code`, ~~struck~~ and a [link](https://example.com)")
            Text("Net: ").bold() + Text("+12.5%").foregroundColor(.green) + Text(" this week").italic().foregroundStyle(.secondary)
            Text("Underlined").underline() + Text(" and ") + Text("struck in red").strikethrough(color: .red)
            HStack(spacing: 16) {
                Text("Tracking 4").tracking(4)
                Text("section header").textCase(.uppercase).font(.footnote).foregroundStyle(.secondary)
            }
            HStack(spacing: 16) {
                Text(price, format: .number)
                Text(0.256, format: .percent)
                Text(19.99, format: .currency(code: "USD"))
                Text("\(3.14)")
            }
            Text("\(42) items, \(7, specifier: "%03d") left")
            Text(now, style: .date) + Text(" at ") + Text(now, style: .time)
            Text("Starts in ") + Text(now.addingTimeInterval(8_580), style: .relative)
                + Text(" (") + Text(now.addingTimeInterval(7_200), style: .offset) + Text(")")
            HStack(spacing: 16) {
                Text(now.addingTimeInterval(-65), style: .timer).monospacedDigit().font(.title3.weight(.semibold))
                Text("1111100000").font(.title3)
                Text("1111100000").monospacedDigit().font(.title3)
            }
            Text(verbatim: "**verbatim** keeps its stars")
                .font(.footnote)
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension FlipbookScene {
    static let textGalleries = lightAndDark(
        "text-gallery", size: CGSize(width: 390, height: 400), duration: 1.5, goldenTimes: [0, 1.4],
        summary: "Text: emoji, markdown, Text + Text runs, lines, tracking, case, number and date formats, a running timer"
    ) {
        TextGalleryView()
    }
}
