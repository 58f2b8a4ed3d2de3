import SwiftUI

struct FocusLoginForm: View {
    enum FocusedField {
        case username, password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: FocusedField?
    @AppStorage("savedUsername") private var savedUsername = ""
    @AppStorage("rememberMe") private var rememberMe = true

    var body: some View {
        VStack(spacing: 16) {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
            Toggle("Remember me", isOn: $rememberMe)
            Button("Log In") {
                if rememberMe { savedUsername = username }
                focusedField = nil
            }
            .buttonStyle(.borderedProminent)
            .disabled(username.isEmpty || password.isEmpty)
        }
        .padding()
        .onSubmit {
            if focusedField == .username {
                focusedField = .password
            } else {
                focusedField = nil
            }
        }
        .onAppear {
            username = savedUsername
            focusedField = .username
        }
    }
}

struct SearchBarField: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        HStack {
            TextField("Search", text: $query)
                .focused($isSearching)
            if isSearching {
                Button("Cancel") {
                    query = ""
                    isSearching = false
                }
            }
        }
        .padding()
    }
}

#Preview {
    FocusLoginForm()
}
