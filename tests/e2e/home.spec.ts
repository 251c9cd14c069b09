import { expect, test } from '@playwright/test';
import { EMPTY_SITE } from './support/ports';

test.describe('home page', () => {
  test('shows the banner, 3 featured stories and the latest news, with no ad boxes where no ads are configured', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Newsdesk/);
    await expect(page.getByRole('region', { name: 'Breaking news' })).toBeVisible();
    const featured = page.locator('section[aria-labelledby="featured-heading"] article');
    await expect(featured).toHaveCount(3);
    const latest = page.locator('section[aria-labelledby="latest-heading"] article');
    await expect(latest).toHaveCount(50);
    // This site configures no advertising: no empty 'Advertisement' boxes (the consent tests cover a site with ads).
    await expect(page.locator('aside[aria-label="Advertisement"]')).toHaveCount(0);
    // Featured stories are not repeated in Latest News.
    const featuredTitles = await featured.locator('h3').allTextContents();
    const latestTitles = await latest.locator('h3').allTextContents();
    for (const title of featuredTitles) expect(latestTitles).not.toContain(title);
  });

  test('marks sample stories as samples', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Sample story').first()).toBeVisible();
  });

  test('header, footer and sidebar carry the SPEC texts', async ({ page, isMobile }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Newsdesk`);
    for (const name of ['About', 'Contact', 'Privacy Policy', 'Terms of Service', 'Disclaimer', 'Cookie Policy']) {
      await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['India', 'World', 'Technology', 'Sports', 'Health', 'Jobs']) {
      await expect(footer.getByRole('navigation', { name: 'Content' }).getByRole('link', { name })).toBeVisible();
    }
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    if (isMobile) {
      await expect(sidebar).toBeHidden();
    } else {
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toContainText(
        'Stay updated with the latest breaking news and developments from around the world.',
      );
      await expect(sidebar.getByRole('heading', { name: 'Latest News' })).toBeVisible();
      for (const tag of ['#ElectionUpdates', '#ClimateChange', '#TechInnovation', '#SportsHighlights']) {
        await expect(sidebar.getByText(tag)).toBeVisible();
      }
      const links = await sidebar.getByRole('navigation', { name: 'Categories' }).getByRole('link').allTextContents();
      expect(links.map((l) => l.replace(/[^A-Za-z]/g, ''))).toEqual([
        'World',
        'India',
        'Sports',
        'Technology',
        'Health',
        'Jobs',
      ]);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    }
  });

  test('an empty site says so instead of showing nothing', async ({ page }) => {
    await page.goto(`${EMPTY_SITE}/`);
    await expect(page.getByRole('heading', { name: 'No News Available' })).toBeVisible();
    await page.goto(`${EMPTY_SITE}/health-news`);
    await expect(page.getByRole('heading', { name: 'No Health News Available' })).toBeVisible();
    await expect(page.getByText('Check back later for the latest Health updates.')).toBeVisible();
  });
});
