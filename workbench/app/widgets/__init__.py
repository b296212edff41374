"""Widgets and helpers the panels and views share: plots, tables, sliders, layouts, colours, number
formats."""
