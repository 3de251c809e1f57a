/// The accessibility a view carries (see ``View/accessibilityLabel`` and the rest), kept apart
/// so that a view nobody describes pays one empty reference for it.
final class ViewAccessibility {
    var isElement = false
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var activationPoint: Point?
    var customActions: [AccessibilityCustomAction] = []
}
