import Gestures
print("fingerplay")
