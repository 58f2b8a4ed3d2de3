import Flipbook

/// A provider whose previews are empty (test fixture for its error).
struct Nothing_Previews: PreviewProvider {
    static var previews: some View { Group {} }
}
