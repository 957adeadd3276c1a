//! `handrank flops --plot FILE.svg|FILE.png`: the hero's equity in each texture group beside
//! the two players' equity distributions over every flop. The numbers come from the
//! library's report; this module only draws them, with [`graph::save`].

use std::path::Path;

use handrank::equity::{BUCKETS, FlopReport};
use plotters::coord::Shift;
use plotters::prelude::*;

use super::CliError;
use super::graph::{self, Chart, FONT, Picture};

const HERO: RGBColor = RGBColor(0x1f, 0x5f, 0xbf);
const VILLAIN: RGBColor = RGBColor(0xc8, 0x2a, 0x2a);
const GRID: RGBColor = RGBColor(0xe0, 0xe0, 0xe0);
const EVEN: RGBColor = RGBColor(0x88, 0x88, 0x88);

/// Draws `report` into `path`.
pub fn write(path: &Path, picture: Picture, report: &FlopReport) -> Result<(), CliError> {
    let total = report.total();
    let groups = (report.groups().into_iter())
        .filter_map(|(group, sum)| Some((group.name(), 100.0 * sum.equity()?)))
        .collect();
    let plot = FlopsPlot {
        title: format!("{} vs {}", report.ranges[0], report.ranges[1]),
        equity: total.equity().map(|e| 100.0 * e),
        groups,
        distributions: (report.distributions)
            .then(|| total.distribution_fractions().map(|p| p.map(|f| 100.0 * f))),
    };
    graph::save(path, picture, &plot)
}

/// What the picture shows, in percent.
struct FlopsPlot {
    title: String,
    /// The hero's equity over every flop (none when no deal is left).
    equity: Option<f64>,
    /// Each texture group with a deal and the hero's equity there, in report order.
    groups: Vec<(String, f64)>,
    /// Each player's share of deals by the combo's equity bucket on the flop (none in a
    /// report without distributions: the groups take the whole picture).
    distributions: Option<[[f64; BUCKETS]; 2]>,
}

impl Chart for FlopsPlot {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let fail = |error: DrawingAreaErrorKind<DB::ErrorType>| error.to_string();
        root.fill(&WHITE).map_err(fail)?;
        let title = match self.equity {
            Some(e) => format!("{}: hero {e:.2} % over every flop", self.title),
            None => format!("{}: no deal left", self.title),
        };
        let root = root.titled(&title, (FONT, 22)).map_err(fail)?;
        match &self.distributions {
            Some(distributions) => {
                let (left, right) = root.split_horizontally(440);
                self.draw_groups(&left).map_err(fail)?;
                draw_distributions(&right, distributions).map_err(fail)
            }
            None => self.draw_groups(&root).map_err(fail),
        }
    }
}

impl FlopsPlot {
    /// One horizontal bar per texture group, the hero's equity there; the even line and
    /// the whole's equity dashed.
    fn draw_groups<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
    ) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
        let n = self.groups.len();
        let names: Vec<&str> = self.groups.iter().map(|(name, _)| name.as_str()).collect();
        let mut chart = ChartBuilder::on(area)
            .caption("hero equity by texture (%)", (FONT, 16))
            .margin(12)
            .x_label_area_size(32)
            .y_label_area_size(96)
            .build_cartesian_2d(0.0..100.0, 0.0..n as f64)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(n.max(1) * 2 + 1)
            .y_label_formatter(&|y| {
                // A label at each bar's middle (n - i - 0.5), the first group on top.
                let at = n as f64 - y - 0.5;
                let i = at.round();
                match (at - i).abs() < 1e-6 && i >= 0.0 {
                    true => names
                        .get(i as usize)
                        .map_or(String::new(), |s| s.to_string()),
                    false => String::new(),
                }
            })
            .x_label_formatter(&|x| format!("{x:.0}"))
            .label_style((FONT, 12))
            .light_line_style(WHITE)
            .bold_line_style(GRID)
            .draw()?;
        chart.draw_series(self.groups.iter().enumerate().map(|(i, (_, equity))| {
            let top = (n - i) as f64 - 0.15;
            Rectangle::new([(0.0, top), (*equity, top - 0.7)], HERO.mix(0.8).filled())
        }))?;
        chart.draw_series(LineSeries::new([(50.0, 0.0), (50.0, n as f64)], EVEN))?;
        if let Some(e) = self.equity {
            chart.draw_series(DashedLineSeries::new(
                [(e, 0.0), (e, n as f64)],
                4,
                4,
                BLACK.stroke_width(1),
            ))?;
        }
        Ok(())
    }
}

/// Each player's share of deals by the combo's equity on the flop, bucket by bucket.
fn draw_distributions<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    distributions: &[[f64; BUCKETS]; 2],
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let high = distributions
        .iter()
        .flatten()
        .fold(0.0, |a: f64, &b| a.max(b));
    let mut chart = ChartBuilder::on(area)
        .caption("equity distribution on the flop", (FONT, 16))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(56)
        .build_cartesian_2d(0.0..100.0, 0.0..(high * 1.15).max(1.0))?;
    chart
        .configure_mesh()
        .x_desc("the combo's equity on the flop (%)")
        .y_desc("% of deals")
        .x_labels(11)
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .axis_desc_style((FONT, 14))
        .label_style((FONT, 12))
        .light_line_style(WHITE)
        .bold_line_style(GRID)
        .draw()?;
    for (name, color, shares) in [
        ("hero", HERO, &distributions[0]),
        ("villain", VILLAIN, &distributions[1]),
    ] {
        let style = color.stroke_width(2);
        let points = shares
            .iter()
            .enumerate()
            .map(|(b, &share)| (10.0 * b as f64 + 5.0, share));
        chart
            .draw_series(LineSeries::new(points.clone(), style))?
            .label(name)
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 24, y)], style));
        chart.draw_series(points.map(|p| Circle::new(p, 3, color.filled())))?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperMiddle)
        .label_font((FONT, 14))
        .background_style(WHITE.mix(0.85))
        .border_style(RGBColor(0xbb, 0xbb, 0xbb))
        .draw()
}
