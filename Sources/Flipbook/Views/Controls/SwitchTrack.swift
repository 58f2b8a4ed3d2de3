/// The iOS switch: a 51×31 capsule, green when on (or the environment's tint) and a light fill when
/// off, with a 27 pt white thumb and its shadow 2 pt inside the end it rests at. A flip slides the
/// thumb and fades the colour in 0.25 s, whatever the change's transaction (UIKit animates it).
/// Disabled, the whole switch is drawn at half opacity.
struct SwitchTrack: View {
    let isOn: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27

    var body: some View {
        Capsule()
            .fill(isOn ? tint ?? .green : Color(UIColor.secondarySystemFill))
            .frame(width: Self.size.width, height: Self.size.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                    .shadow(color: .black.opacity(0.15), radius: 4, y: 3)
                    .shadow(color: .black.opacity(0.06), radius: 0.5, y: 1)
                    .padding(2)
            }
            .animation(.smooth(duration: 0.25), value: isOn)
            .opacity(isEnabled ? 1 : DisabledLook.controlOpacity)
    }
}
