/// How system presentations (navigation pushes, sheets) animate, as in iOS 17: with their own
/// animation, unless the transaction disables animations (article 000), in which case they
/// change at once. An animation the transaction already has is kept.
enum SystemPresentation {
    /// UIKit's push and sheet motion: a critically damped spring settling in about half a second.
    static let animation = Animation.smooth(duration: 0.5)
    /// UIKit's alert motion: quicker than a sheet's.
    static let alertAnimation = Animation.smooth(duration: 0.3)

    /// Gives `transaction` the presentation's `animation` (by default a push's or a sheet's).
    static func apply(to transaction: inout Transaction, animation: Animation = animation) {
        if transaction.disablesAnimations {
            transaction.animation = nil
        } else if transaction.animation == nil {
            transaction.animation = animation
        }
    }
}
