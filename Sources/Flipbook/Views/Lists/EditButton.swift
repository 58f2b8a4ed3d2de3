/// A button that switches the environment's `editMode`: "Edit" while inactive, "Done"
/// (semibold) while editing, in the tint colour, the change animated as SwiftUI's is
/// (`withAnimation`). Usually in a toolbar; a script taps it by its title.
///
///     .toolbar { EditButton() }
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
