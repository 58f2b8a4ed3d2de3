/// The compact date picker's fields: the day and the time (as `components` asks), each in the
/// body font on a grey rounded field, 6 pt apart; the text grey when disabled.
struct CompactDateFields: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 6) {
            if components.contains(.date) { field(DatePickerText.day(date, in: environment)) }
            if components.contains(.hourAndMinute) { field(DatePickerText.time(date, in: environment)) }
        }
    }

    private func field(_ text: String) -> some View {
        Text(verbatim: text)
            .foregroundStyle(isEnabled ? Color.primary : DisabledLook.foreground)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}
