import Flipbook

/// Dates as app code often writes them: formatted with the process's locale, time zone and
/// calendar, not the environment's (test fixture for the time zone every process pins).
struct WrittenDates: View {
    /// 01:00 UTC on 9 September 2023 (21:00 on the 8th in New York).
    let day = Date(timeIntervalSince1970: 1_694_221_200)

    var body: some View {
        let lines = [day.formatted(date: .long, time: .shortened), "week starts on day \(Calendar.current.firstWeekday)",
                     TimeZone.current.identifier, Locale.current.identifier]
        VStack(alignment: .leading) {
            ForEach(lines, id: \.self) { Text($0) }
        }
        .padding()
    }
}

#Preview("Written dates", traits: .sizeThatFitsLayout) { WrittenDates() }
