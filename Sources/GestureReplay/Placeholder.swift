import Gestures
