import SwiftUI

struct SignInValidationView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var showsPassword = false
    @State private var didSubmit = false
    @FocusState private var focusedField: Field?

    private var emailIsValid: Bool {
        email.contains("@") && email.contains(".")
    }

    private var passwordIsValid: Bool {
        password.count >= 8
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
            Text("Sign in to continue")
                .foregroundStyle(.secondary)

            VStack(alignment: .leading, spacing: 6) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                if didSubmit && !emailIsValid {
                    Label("Enter a valid email address", systemImage: "exclamationmark.circle")
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }

            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Group {
                        if showsPassword {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                    }
                    .textContentType(.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .onSubmit(signIn)

                    Button {
                        showsPassword.toggle()
                    } label: {
                        Image(systemName: showsPassword ? "eye.slash" : "eye")
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                if didSubmit && !passwordIsValid {
                    Label("At least 8 characters", systemImage: "exclamationmark.circle")
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }

            Button(action: signIn) {
                Text("Sign In")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
            }
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 12))
            .foregroundStyle(.white)

            Spacer()
        }
        .padding(24)
        .onAppear { focusedField = .email }
    }

    private func signIn() {
        didSubmit = true
        if !emailIsValid {
            focusedField = .email
        } else if !passwordIsValid {
            focusedField = .password
        } else {
            focusedField = nil
        }
    }
}

#Preview {
    SignInValidationView()
}

#Preview("Errors", traits: .script { TypeText("Email", "taylor@", at: 0.3); Tap("Sign In", at: 1.0) }) {
    SignInValidationView()
}
