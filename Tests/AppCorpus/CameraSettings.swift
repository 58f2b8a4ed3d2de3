import SwiftUI

enum VideoFormat: String, CaseIterable, Identifiable {
    case hd720 = "720p HD at 30 fps"
    case hd1080 = "1080p HD at 30 fps"
    case hd1080at60 = "1080p HD at 60 fps"
    case uhd4k = "4K at 30 fps"

    var id: Self { self }
}

enum PhotoFormat: String, CaseIterable, Identifiable {
    case heif = "High Efficiency"
    case jpeg = "Most Compatible"

    var id: Self { self }
}

enum GridOverlay: String, CaseIterable, Identifiable {
    case off, thirds, square

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct CameraSettingsView: View {
    @AppStorage("videoFormat") private var videoFormat = VideoFormat.hd1080
    @AppStorage("photoFormat") private var photoFormat = PhotoFormat.heif
    @AppStorage("gridOverlay") private var gridOverlay = GridOverlay.off
    @AppStorage("mirrorFrontCamera") private var mirrorFrontCamera = true
    @AppStorage("preserveSettings") private var preserveSettings = false
    @AppStorage("shutterVolume") private var shutterVolume = 0.5
    @State private var timerSeconds = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Formats") {
                    Picker("Photo", selection: $photoFormat) {
                        ForEach(PhotoFormat.allCases) { format in
                            Text(format.rawValue).tag(format)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }

                Section {
                    Picker("Record Video", selection: $videoFormat) {
                        ForEach(VideoFormat.allCases) { format in
                            Text(format.rawValue).tag(format)
                        }
                    }
                    .pickerStyle(.navigationLink)
                    Picker("Grid", selection: $gridOverlay) {
                        ForEach(GridOverlay.allCases) { overlay in
                            Text(overlay.title).tag(overlay)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Self-Timer", selection: $timerSeconds) {
                        Text("Off").tag(0)
                        Text("3s").tag(3)
                        Text("10s").tag(10)
                    }
                    .pickerStyle(.menu)
                }

                Section {
                    Toggle("Mirror Front Camera", isOn: $mirrorFrontCamera)
                    Toggle("Preserve Settings", isOn: $preserveSettings)
                    VStack(alignment: .leading) {
                        Text("Shutter Volume")
                        HStack {
                            Image(systemName: "speaker.fill")
                            Slider(value: $shutterVolume)
                            Image(systemName: "speaker.wave.3.fill")
                        }
                        .foregroundStyle(.secondary)
                    }
                } footer: {
                    Text("Preserve the last used mode, filter and exposure adjustment rather than resetting them.")
                }

                Section {
                    LabeledContent("Storage Used", value: "12.4 GB")
                    LabeledContent("Version") {
                        Text("4.2 (118)")
                            .monospaced()
                    }
                }
            }
            .navigationTitle("Camera")
        }
    }
}

#Preview {
    CameraSettingsView()
}

#Preview("Large type") {
    CameraSettingsView()
        .dynamicTypeSize(.xxLarge)
}
