/// What a text field holds, for AutoFill (UIKit's type, as `textContentType(_:)` takes it). It
/// changes only the suggestions above the keyboard, which Flipbook does not draw, so a field
/// looks and types the same with it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

extension View {
    /// Tells AutoFill what the text fields here hold (no change to what is drawn or typed).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
