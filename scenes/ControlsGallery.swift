import Flipbook

/// Every control as iOS draws it at rest: switches (on, off, tinted, the button style), a stepper,
/// sliders, progress bars and the spinner, a gauge, a link, a closed menu, pickers in the
/// segmented, menu and wheel styles, and text fields (placeholder, text, rounded border, secure).
struct ControlsGalleryView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var bold = true
    @State private var quantity = 3
    @State private var volume = 0.4
    @State private var brightness = 70.0
    @State private var range = "Week"
    @State private var flavor = "Vanilla"
    @State private var size = 2
    @State private var name = ""
    @State private var city = "Lisbon"
    @State private var password = "secret"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            HStack {
                Toggle("Airplane Mode", isOn: $wifi).tint(.orange)
            }
            HStack(spacing: 16) {
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Italic", isOn: $bluetooth).toggleStyle(.button)
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                Menu("Options") { Button("Copy") {} }
            }
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            Slider(value: $brightness, in: 0...100, step: 10).tint(.orange)
            ProgressView(value: 0.6)
            ProgressView("Downloading", value: 0.25)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading…")
                Gauge(value: 0.7) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("70%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
            }
            Picker("Range", selection: $range) {
                ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag("Chocolate")
                Text("Vanilla").tag("Vanilla")
            }
            Picker("Size", selection: $size) {
                ForEach(0..<6) { Text("Size \($0)").tag($0) }
            }
            .pickerStyle(.wheel)
            TextField("Name", text: $name)
            TextField("City", text: $city).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
        }
        .padding(16)
    }
}

extension FlipbookScene {
    static let controlsGalleries = lightAndDark(
        "controls-gallery", size: CGSize(width: 390, height: 1010), duration: 0.5, goldenTimes: [0, 0.3],
        summary: "Controls as iOS draws them: switches, stepper, sliders, progress, spinner, gauge, link, menu, pickers, text fields"
    ) {
        ControlsGalleryView()
    }
}
