/// The engine's record of one finger from touch-down until its last delivery to its view:
/// the touch, the recognizers that received it, and what its view has been told.
final class ActiveTouch {
    /// How the touch reaches its view's ``View/touchHandler``.
    enum Delivery {
        /// The view has no handler.
        case none
        /// Phases go straight to the view.
        case live
        /// Phases wait in `held` until the delaying recognizers fail.
        case delayed
        /// A recognizer took the touch; the view hears no more of it.
        case cancelled
    }

    @exclusivity(unchecked) var touch: Touch
    @exclusivity(unchecked) var slot = 0
    @exclusivity(unchecked) var hitView: View?
    @exclusivity(unchecked) var recognizers = RecognizerList()
    @exclusivity(unchecked) var delivery = Delivery.none
    @exclusivity(unchecked) var viewSawBegan = false
    @exclusivity(unchecked) var held: [Touch] = []
    @exclusivity(unchecked) var isFinished = false
    /// The touch changed in this step and its view has not heard of it yet.
    @exclusivity(unchecked) var awaitsViewDelivery = false

    init(touch: Touch) {
        self.touch = touch
    }

    deinit { recognizers.deallocate() }

    var slotBit: UInt64 { (1 as UInt64) << UInt64(slot) }
}
