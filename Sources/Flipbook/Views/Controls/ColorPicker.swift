/// A control for choosing a colour, drawn as iOS draws it: the label leading and the colour
/// well trailing (a 28 pt ring of the hues around the chosen colour), filling the width offered.
/// Flipbook has no colour panel to open. Inside `disabled(true)` the label is grey and the well
/// fades to half opacity.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            LabelSlot {
                ControlLabel(content: label)
                Spacer(minLength: 8)
            }
            ColorWell(color: selection.wrappedValue).fadedWhenDisabled()
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIKit's colour well: a ring of the hues, 3 pt wide, around the colour 2.5 pt inside it.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                                  lineWidth: 3)
            Circle().fill(color).padding(5.5)
        }
        .frame(width: 28, height: 28)
    }
}
