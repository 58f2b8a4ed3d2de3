import Flipbook

/// A settings panel a script operates as a finger would: it flips the switch (the thumb slides),
/// drags the slider, steps the stepper twice, types a name, picks a segment, and taps the switch
/// again by its position.
struct ControlsScriptView: View {
    @State private var notifications = false
    @State private var volume = 0.2
    @State private var copies = 1
    @State private var name = ""
    @State private var paper = "A4"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Notifications", isOn: $notifications)
            Slider(value: $volume) { Text("Volume") }
            Text("Volume \(Int((volume * 100).rounded()))%").foregroundStyle(.secondary)
            Stepper("Copies: \(copies)", value: $copies, in: 1...5)
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            Picker("Paper", selection: $paper) {
                ForEach(["A4", "Letter", "Legal"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Spacer()
        }
        .padding(16)
    }
}

extension FlipbookScene {
    static let controlsScript = FlipbookScene(
        "controls-script", size: CGSize(width: 390, height: 340), scale: 2, fps: 30, duration: 3.4,
        summary: "A script flips a toggle, drags a slider, steps a stepper, types text, picks a segment, taps by point"
    ) {
        Flip("Notifications", at: 0.2)
        for step in 1...12 {
            Slide("Volume", to: 0.2 + Double(step) * 0.05, at: 0.8 + Double(step) / 30)
        }
        Step("Copies: 1", at: 1.5)
        Step("Copies: 2", at: 1.8)
        TypeText("Name", "Ada Lovelace", at: 2.1)
        Pick("Paper", "Letter", at: 2.5)
        Tap(at: CGPoint(x: 348, y: 32), at: 2.9)
    } content: {
        ControlsScriptView()
    }
    .goldenTimes([0, 0.3, 0.5, 1.3, 1.9, 2.2, 2.6, 3.0, 3.3])
}
