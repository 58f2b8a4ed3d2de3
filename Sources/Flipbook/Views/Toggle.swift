/// A switch bound to a Boolean, drawn as iOS draws it: the label, then a
/// 51×31 capsule (green when on) with a white knob that slides with the
/// transaction of the change. A scene's script taps it by label.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    public var body: some View {
        Button(action: { isOn.wrappedValue.toggle() }) {
            HStack {
                label.foregroundStyle(Color.primary)
                Spacer()
                SwitchTrack(isOn: isOn.wrappedValue)
            }
        }
        .buttonTitle(title)
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = String(title)
    }
}

/// The switch itself: a capsule track and a knob with a soft shadow ring.
struct SwitchTrack: View {
    let isOn: Bool
    static let offColor = Color(red: 233 / 255, green: 233 / 255, blue: 234 / 255)

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Self.offColor)
            .frame(width: 51, height: 31)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.black.opacity(0.06)).frame(width: 28, height: 28).padding(1.5)
                    .overlay { Circle().fill(.white).frame(width: 27, height: 27) }
            }
    }
}
