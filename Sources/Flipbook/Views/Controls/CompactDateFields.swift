/// The compact date picker's fields: the day and the time (as `components` asks), each in the
/// body font on a grey rounded field, 6 pt apart.
struct CompactDateFields: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    var body: some View {
        HStack(spacing: 6) {
            if components.contains(.date) { field(DatePickerText.day(date, in: environment)) }
            if components.contains(.hourAndMinute) { field(DatePickerText.time(date, in: environment)) }
        }
    }

    private func field(_ text: String) -> some View {
        Text(verbatim: text)
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}
