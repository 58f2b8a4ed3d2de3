import SwiftUI

struct PasswordResetView: View {
    enum Field: Hashable {
        case email, code, newPassword, confirmation
    }

    @State private var email = ""
    @State private var code = ""
    @State private var newPassword = ""
    @State private var confirmation = ""
    @State private var showConfirmation = false
    @FocusState private var focusedField: Field?

    private var isEmailValid: Bool {
        email.contains("@") && email.contains(".")
    }

    private var isCodeValid: Bool {
        code.count == 6 && code.allSatisfy(\.isNumber)
    }

    private var passwordProblems: [String] {
        var problems: [String] = []
        if newPassword.count < 8 { problems.append("At least 8 characters") }
        if !newPassword.contains(where: \.isUppercase) { problems.append("One uppercase letter") }
        if !newPassword.contains(where: \.isNumber) { problems.append("One number") }
        if !confirmation.isEmpty && confirmation != newPassword { problems.append("Passwords must match") }
        return problems
    }

    private var canSubmit: Bool {
        isEmailValid && isCodeValid && passwordProblems.isEmpty && !confirmation.isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                    TextField("6-digit code", text: $code)
                        .keyboardType(.numberPad)
                        .textContentType(.oneTimeCode)
                        .focused($focusedField, equals: .code)
                } header: {
                    Text("Account")
                } footer: {
                    if !email.isEmpty && !isEmailValid {
                        Text("Enter a valid email address.")
                            .foregroundStyle(.red)
                    }
                }

                Section {
                    SecureField("New password", text: $newPassword)
                        .textContentType(.newPassword)
                        .focused($focusedField, equals: .newPassword)
                        .submitLabel(.next)
                    SecureField("Confirm password", text: $confirmation)
                        .textContentType(.newPassword)
                        .focused($focusedField, equals: .confirmation)
                        .submitLabel(.done)
                } header: {
                    Text("New Password")
                } footer: {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(passwordProblems, id: \.self) { problem in
                            Label(problem, systemImage: "xmark.circle.fill")
                                .foregroundStyle(.red)
                        }
                    }
                    .font(.footnote)
                }

                Button {
                    showConfirmation = true
                } label: {
                    Text("Reset Password")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!canSubmit)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
            }
            .navigationTitle("Reset Password")
            .onSubmit {
                switch focusedField {
                case .email: focusedField = .code
                case .code: focusedField = .newPassword
                case .newPassword: focusedField = .confirmation
                default: focusedField = nil
                }
            }
            .onAppear { focusedField = .email }
            .alert("Password Updated", isPresented: $showConfirmation) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("You can now sign in with your new password.")
            }
        }
    }
}

#Preview {
    PasswordResetView()
}

#Preview("Reset form, dark") {
    PasswordResetView()
        .preferredColorScheme(.dark)
}
