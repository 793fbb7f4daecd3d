import RefreshSim

extension PhoneScreen {
    /// The screen inside a dark bezel whose top-left corner is `origin`; `scale` shrinks the
    /// whole phone (filmstrips).
    func drawInBezel(at origin: Point, scale: Double = 1, time: Double, canvas: Canvas, flashSeconds: Double) {
        let b = PhoneStyle.bezel
        canvas.transformed(origin: origin, scale: scale) {
            canvas.fillRoundedRect(
                Rect(x: 0, y: 0, width: width + 2 * b, height: height + 2 * b),
                radius: PhoneStyle.bezelRadius, PhoneStyle.bezelColor)
            canvas.transformed(origin: Point(b, b), scale: 1) {
                draw(at: time, canvas: canvas, flashSeconds: flashSeconds)
            }
        }
    }

    /// The bezel's outer size at scale 1.
    var bezelSize: (width: Double, height: Double) {
        (width + 2 * PhoneStyle.bezel, height + 2 * PhoneStyle.bezel)
    }
}
