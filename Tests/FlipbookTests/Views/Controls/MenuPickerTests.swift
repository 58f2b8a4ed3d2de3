import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A menu-style picker opens its choices in a menu when tapped, as on iOS: in a form row the
/// whole row takes the tap and the script names it by its label and choice together
/// (`PreferencesStorage.swift`'s `Tap("Theme System")`, then `Tap("Dark")`).
@MainActor
@Suite struct MenuPickerTests {
    @MainActor final class Settings {
        var theme = "System"
    }

    /// The choice lives in state (so the row shows it once chosen) and is copied to `settings`.
    private struct Preferences: View {
        let settings: Settings
        @State private var theme = "System"
        var body: some View {
            Form {
                Picker("Theme", selection: Binding(get: { theme }, set: { theme = $0; settings.theme = $0 })) {
                    ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                }
            }
        }
    }

    @Test func aFormsPickerRowOpensItsChoicesAndATapChoosesOne() throws {
        let settings = Settings()
        let graph = makeSceneGraph(Preferences(settings: settings), size: CGSize(width: 400, height: 600))
        #expect(graph.buttonLabels == ["Theme System"])
        try Tap("Theme System", at: 0.1).perform(on: graph)
        #expect(graph.buttonLabels == ["Theme System", "System", "Light", "Dark"])
        let list = graph.displayList(at: 0.5)
        // The row: "Theme" at (32, 46), the choice ("System", a chevron) ending at its trailing
        // inset, 368. The panel (250 wide) ends there too (the choice is in the screen's trailing
        // half), from 118, 8 pt below the choice (46 + 22 + 8 = 76): rows of 44 pt with hairlines,
        // each title 16 pt in after the 20-pt checkmark column and 6 pt: x 160, y 76 + 45 + 11.
        #expect(list.origin(ofText: "Theme") == CGPoint(x: 32, y: 46))
        #expect(list.origin(ofText: "Light") == CGPoint(x: 160, y: 132))
        #expect(list.origin(ofText: "Dark") == CGPoint(x: 160, y: 177))
        try Tap("Dark", at: 0.6).perform(on: graph)
        #expect(settings.theme == "Dark")
        graph.update(at: 0.7)
        #expect(graph.buttonLabels == ["Theme Dark"])
        // Pick still chooses by the picker's label alone.
        try Pick("Theme", "Light", at: 0.8).perform(on: graph)
        #expect(settings.theme == "Light")
    }

    @Test func aPickerOutsideARowOpensByItsChoice() throws {
        let settings = Settings()
        let graph = makeSceneGraph(VStack {
            Picker("Theme", selection: Binding(get: { settings.theme }, set: { settings.theme = $0 })) {
                ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
            }
        }, size: CGSize(width: 400, height: 600))
        try Tap("System", at: 0.1).perform(on: graph)
        try Tap("Light", at: 0.2).perform(on: graph)
        #expect(settings.theme == "Light")
    }
}
